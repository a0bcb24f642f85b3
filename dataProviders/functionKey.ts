/**
 * A function service's address with its key (`code`, as the payroll and certificate services ask):
 * `withFunctionKey('/api/payroll/salarios?codigo_alternativo=1', key)`.
 */
export function withFunctionKey(url: string, key: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}code=${encodeURIComponent(key)}`;
}
