import type { DataProvider } from 'react-admin';

/**
 * react-admin's record calls for an adapter that has none (it only offers calls of its own: an
 * import, a box): each refuses, naming the adapter, so a screen that asks for records fails loudly.
 */
export function callsOnly(name: string): DataProvider {
  const none = () => Promise.reject(new Error(`${name} has no records of its own`));
  return {
    getList: none,
    getOne: none,
    getMany: none,
    getManyReference: none,
    create: none,
    update: none,
    updateMany: none,
    delete: none,
    deleteMany: none,
  };
}
