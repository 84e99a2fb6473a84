/**
 * `npm run backup` and `npm run restore FILE` (D75).
 *
 *   backup [--dir DIR]               a snapshot into DIR (BACKUP_DIR, default DATA_DIR/backups):
 *                                    through the running shop when `npm start` holds DATA_DIR,
 *                                    else from the data directory itself; pg_dump with DATABASE_URL
 *   restore FILE [--data-dir DIR]    into an empty DATA_DIR (or DIR) with no shop running on it;
 *                                    into an empty database with DATABASE_URL
 *
 * Exit code 0 when done, 2 when a file or target was refused (nothing changed), 1 on failure.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { runningServerPid } from '../publish/server-pid';
import { BackupRefused } from './backup-file';
import { readBackupEndpoint, requestBackup } from './backup-endpoint';
import { backupPgliteDataDir, restorePglite } from './pglite-backup';
import { backupPostgres, restorePostgres } from './postgres-backup';

function option(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  if (i < 0) return undefined;
  const value = argv[i + 1];
  if (!value || value.startsWith('--')) throw new BackupRefused(`${name} needs a folder`);
  return value;
}

const megabytes = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

async function backup(argv: string[]): Promise<void> {
  const config = loadConfig({ ...process.env, SERVE_SITE: 'false' });
  const chosen = option(argv, '--dir') ?? process.env.BACKUP_DIR;
  const dir = chosen ? path.resolve(config.rootDir, chosen) : path.join(config.dataDir, 'backups');
  if (config.databaseUrl) {
    const result = await backupPostgres(config.databaseUrl, dir);
    console.log(`Backup written: ${result.file} (${megabytes(result.bytes)}, pg_dump of DATABASE_URL, ${result.orders} orders).`);
    return;
  }
  const pid = runningServerPid(config.dataDir);
  if (pid !== null) {
    const endpoint = readBackupEndpoint(config.dataDir, pid);
    if (!endpoint) throw new Error(`the shop (pid ${pid}) runs on ${config.dataDir} but takes no backups yet: run again once it has printed 'Sushi shop ready'`);
    const result = await requestBackup(endpoint, dir);
    console.log(`Backup written by the running shop (pid ${pid}): ${result.file} (${megabytes(result.bytes)}, ${result.orders} orders).`);
    return;
  }
  const result = await backupPgliteDataDir(path.join(config.dataDir, 'pglite'), dir);
  console.log(`Backup written: ${result.file} (${megabytes(result.bytes)}, ${result.orders} orders; the shop was not running).`);
}

async function restore(argv: string[]): Promise<void> {
  const file = argv.find((arg, i) => !arg.startsWith('--') && argv[i - 1] !== '--data-dir');
  if (!file) throw new BackupRefused('name the backup file: npm run restore -- FILE [--data-dir DIR]');
  const config = loadConfig({ ...process.env, SERVE_SITE: 'false' });
  const source = path.resolve(process.cwd(), file);
  if (config.databaseUrl) {
    if (argv.includes('--data-dir')) throw new BackupRefused('--data-dir is for the embedded database: unset DATABASE_URL, or drop --data-dir');
    const result = await restorePostgres(source, config.databaseUrl);
    console.log(`Restored ${path.basename(source)} into DATABASE_URL's database: ${result.orders} orders. Start the shop with npm start.`);
    return;
  }
  const chosen = option(argv, '--data-dir');
  const dataDir = chosen ? path.resolve(process.cwd(), chosen) : config.dataDir;
  const pid = runningServerPid(dataDir);
  if (pid !== null) throw new BackupRefused(`the shop (pid ${pid}) is running on ${dataDir}: stop it, move its pglite folder aside, then restore`);
  const { target, manifest } = await restorePglite(source, dataDir);
  console.log(`Restored ${path.basename(source)} (taken ${manifest.createdAt}, ${manifest.orders} orders) into ${target}. Start the shop with npm start.`);
}

async function main([command, ...argv]: string[]): Promise<number> {
  if (command === 'backup') await backup(argv);
  else if (command === 'restore') await restore(argv);
  else throw new Error(`unknown command '${command}': backup or restore`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    const refused = error instanceof BackupRefused;
    console.error(`${process.argv[2] ?? 'backup'}: ${refused ? 'refused: ' : ''}${error.message}${refused ? ' (nothing was changed)' : ''}`);
    process.exit(refused ? 2 : 1);
  },
);
