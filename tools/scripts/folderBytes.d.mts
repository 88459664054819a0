/** Bytes of the files under a path, symbolic links not followed (as `du -sb`); 0 when it is missing. */
export function folderBytes(path: string): number;
