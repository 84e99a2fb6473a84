/**
 * Every patch here leans on internals of a dependency (a tag's exact form, a private export,
 * a file's path, a renderer's bug), which a minor or patch release may change without notice.
 * verified-versions.json records the versions each patch was checked on; a build on any other
 * version stops at its start, naming the patches to check again (README.md says how).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Patch name -> package -> version. 'a>b' is package b as package a resolves it. */
export type VerifiedVersions = Record<string, Record<string, string>>;

export interface VersionMismatch {
  patch: string;
  dependency: string;
  verified: string;
  installed: string;
}

/** The folder of an installed package ('styled-components>stylis' as above). */
export function packageDir(siteRoot: string, dependency: string): string {
  let from = path.join(siteRoot, 'package.json');
  for (const name of dependency.split('>')) from = createRequire(from).resolve(`${name}/package.json`);
  return path.dirname(from);
}

/** The installed version of a package, from its package.json. */
export function installedVersionReader(siteRoot: string): (dependency: string) => string {
  const known = new Map<string, string>();
  return (dependency) => {
    let version = known.get(dependency);
    if (version === undefined) {
      const manifest = path.join(packageDir(siteRoot, dependency), 'package.json');
      version = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
      known.set(dependency, version);
    }
    return version;
  };
}

export function versionMismatches(verified: VerifiedVersions, installed: (dependency: string) => string): VersionMismatch[] {
  return Object.entries(verified).flatMap(([patch, dependencies]) =>
    Object.entries(dependencies)
      .map(([dependency, version]) => ({ patch, dependency, verified: version, installed: installed(dependency) }))
      .filter((entry) => entry.installed !== entry.verified),
  );
}

/** Throws, naming every patch whose dependencies differ from the versions it was verified on. */
export function assertVerifiedVersions(verified: VerifiedVersions, installed: (dependency: string) => string): void {
  const mismatches = versionMismatches(verified, installed);
  if (mismatches.length === 0) return;
  const lines = mismatches.map(
    (m) => `  - patch "${m.patch}": verified on ${m.dependency} ${m.verified}, installed ${m.dependency} ${m.installed}`,
  );
  const patches = [...new Set(mismatches.map((m) => m.patch))].join(', ');
  throw new Error(
    [
      `gatsby-plugin-build-patches: ${patches} ${mismatches.length > 1 ? 'were' : 'was'} not verified on the installed versions:`,
      ...lines,
      'Read what each patch relies on in plugins/gatsby-plugin-build-patches/README.md, check it against the',
      'new version, run its check on a real build (__tests__/plugins/build-patches/real-build.test.ts), then',
      'record the version in plugins/gatsby-plugin-build-patches/verified-versions.json.',
    ].join('\n'),
  );
}
