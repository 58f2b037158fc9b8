/**
 * A work queue of the TypeScript variant engine: a FIFO ring of small ids (cells, houses,
 * rules) with a flag per id, so an id waits at most once. The twin of assembly/variant/ring.ts.
 *
 * Owns: the ring. Does not own: what the ids mean (propagate.ts).
 */
export class Ring {
  private items = new Int32Array(0);
  private waits = new Uint8Array(0);
  private head = 0;
  private capacity = 0;
  /** Ids waiting. */
  size = 0;

  /** Empties the ring and makes room for ids 0 … capacity − 1. */
  reset(capacity: number): void {
    this.clear();
    if (this.items.length < capacity) {
      this.items = new Int32Array(capacity);
      this.waits = new Uint8Array(capacity);
    }
    this.capacity = capacity;
  }

  /** Queues `id` unless it is waiting already. */
  push(id: number): void {
    if (this.waits[id]) return;
    this.waits[id] = 1;
    let at = this.head + this.size++;
    if (at >= this.capacity) at -= this.capacity;
    this.items[at] = id;
  }

  /** The id that waited longest (size > 0). */
  pop(): number {
    const id = this.items[this.head];
    this.head = this.head + 1 === this.capacity ? 0 : this.head + 1;
    this.size--;
    this.waits[id] = 0;
    return id;
  }

  /** Empties the ring. */
  clear(): void {
    while (this.size > 0) this.pop();
    this.head = 0;
  }
}
