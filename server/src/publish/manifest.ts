/**
 * A release's files with their content hashes. The next publish compares hashes with the live
 * release's manifest (kept in the database), so it sends only what changed and never has to
 * list the bucket; the snapshot of a build hard-links files the live release already holds.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ManifestFile } from '../db/schema-releases';

/** Every file under `dir`, as paths with '/' relative to it, sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** Files of `next` that `live` lacks or holds with other content. */
export function changedFiles(next: ManifestFile[], live: ManifestFile[] | null): ManifestFile[] {
  const liveHashes = new Map((live ?? []).map((file) => [file.path, file.hash]));
  return next.filter((file) => liveHashes.get(file.path) !== file.hash);
}

export const totalBytes = (files: ManifestFile[]): number => files.reduce((sum, file) => sum + file.size, 0);

/**
 * Copies the build output `from` into the release folder `to` (via `to`.partial, renamed when
 * complete, so a half-copied release is never taken for a kept one) and returns its manifest.
 * A file the live release holds with the same content is hard-linked, not copied: releases
 * share their unchanged bytes on disk.
 */
export async function snapshotBuild(from: string, to: string, live: { dir: string; files: ManifestFile[] } | null): Promise<ManifestFile[]> {
  const partial = `${to}.partial`;
  await fs.rm(partial, { recursive: true, force: true });
  const liveHashes = new Map((live?.files ?? []).map((file) => [file.path, file.hash]));
  const manifest: ManifestFile[] = [];
  for (const file of await listFiles(from)) {
    const bytes = await fs.readFile(path.join(from, file));
    const hash = sha256(bytes);
    const target = path.join(partial, file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const linked = live !== null && liveHashes.get(file) === hash && (await tryLink(path.join(live.dir, file), target));
    if (!linked) await fs.writeFile(target, bytes);
    manifest.push({ path: file, hash, size: bytes.length });
  }
  await fs.rm(to, { recursive: true, force: true });
  await fs.rename(partial, to);
  return manifest;
}

async function tryLink(existing: string, target: string): Promise<boolean> {
  try {
    await fs.link(existing, target);
    return true;
  } catch {
    // The live release's file is gone or on another device: a copy does as well.
    return false;
  }
}

/** The manifest of a folder without copying it (a dry run's view of a build). */
export async function manifestOf(dir: string): Promise<ManifestFile[]> {
  const files: ManifestFile[] = [];
  for (const file of await listFiles(dir)) {
    const bytes = await fs.readFile(path.join(dir, file));
    files.push({ path: file, hash: sha256(bytes), size: bytes.length });
  }
  return files;
}
