/**
 * When each edit became visible in the read tables: the answers projection calls `committed` after each batch
 * commits (rows and emission lines in one transaction), and an edit is visible from the first commit whose
 * position reaches the edit's. Commits may come before the command's response reaches the client.
 */
export class VisibilityClock {
  private readonly commits: { to: bigint; at: number }[] = [];
  private readonly waiting: { position: bigint; resolve: (at: number) => void }[] = [];

  committed(to: bigint): void {
    const at = performance.now();
    this.commits.push({ to, at });
    for (let i = this.waiting.length - 1; i >= 0; i--) {
      const w = this.waiting[i]!;
      if (w.position <= to) {
        this.waiting.splice(i, 1);
        w.resolve(at);
      }
    }
  }

  /** Time the first commit reaching `position` happened (now or later). */
  visibleAt(position: bigint): Promise<number> {
    let low = 0;
    let high = this.commits.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.commits[middle]!.to < position) low = middle + 1;
      else high = middle;
    }
    const found = this.commits[low];
    if (found) return Promise.resolve(found.at);
    return new Promise((resolve) => this.waiting.push({ position, resolve }));
  }
}
