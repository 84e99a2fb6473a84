// s3rver ships no types: the part the tests and benchmarks use.
declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    on(event: string, listener: (event: { Records: { eventName: string; s3: { object: { key: string } } }[] }) => void): this;
  }
}
