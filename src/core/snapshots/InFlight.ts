/**
 * Work shared by everyone who wants it while it runs: a second caller with the same key gets the first one's
 * promise, and the key is free again once it settles (a snapshot read or downloaded once however many
 * lookups want it at once).
 */
export class InFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.running.get(key);
    if (running) return running;
    const promise = work().finally(() => this.running.delete(key));
    this.running.set(key, promise);
    return promise;
  }
}
