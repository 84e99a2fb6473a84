// autocannon ships no types (and @types/autocannon is not installed): the part the benches use.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  }
  interface Result {
    requests: { average: number; total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    '3xx': number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
