import { useEffect, useSyncExternalStore } from 'react';

/** Names of the records whose ids appear in the current path, set by the pages that load them. */
const names = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

function notify() {
  version++;
  listeners.forEach((listener) => listener());
}

export function useBreadcrumbNames(): ReadonlyMap<string, string> {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
  return names;
}

/** A page showing a record calls this so the breadcrumb shows `name` instead of the id. */
export function useBreadcrumbName(path: string, name: string | undefined): void {
  useEffect(() => {
    if (!name) return;
    names.set(path, name);
    notify();
    return () => {
      names.delete(path);
      notify();
    };
  }, [path, name]);
}
