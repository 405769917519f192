/** One entry of Vite's build manifest (`build.manifest`). */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};

export type Manifest = Record<string, ManifestChunk>;

/**
 * The chunks a route downloads before it can show: the entry's and its lazily loaded modules'
 * chunks, with everything they import statically (what the browser fetches at once). Dynamic
 * imports are left out: they load later, when asked for.
 */
export function staticChunksOf(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no entry ${key}`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return new Set([...seen].map((key) => manifest[key]?.file ?? key));
}
