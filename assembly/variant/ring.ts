/**
 * A work queue of the variant engine: a FIFO ring of small ids (cells, houses, rules) with a
 * flag per id, so an id waits at most once. The twin of src/engine/variant-ts/ring.ts.
 *
 * Owns: the ring. Does not own: what the ids mean (propagate.ts).
 */
export class Ring {
  items: StaticArray<i32> = new StaticArray<i32>(128);
  waits: StaticArray<u8> = new StaticArray<u8>(128);
  head: i32 = 0;
  /** Slots of the ring: one more than the ids, so a full ring still has a free slot ({@link pushAll}). */
  capacity: i32 = 0;
  /** Ids waiting. */
  size: i32 = 0;

  /** Empties the ring and makes room for ids 0 … capacity − 1. */
  reset(capacity: i32): void {
    this.clear();
    if (this.items.length < capacity + 1) {
      this.items = new StaticArray<i32>(capacity + 1);
      this.waits = new StaticArray<u8>(capacity + 1);
    }
    this.capacity = capacity + 1;
  }

  /** Queues `id` unless it is waiting already (an id below the count `reset` was given): true when it was not. */
  @inline push(id: i32): bool {
    if (unchecked(this.waits[id])) return false;
    unchecked((this.waits[id] = 1));
    let at = this.head + this.size++;
    if (at >= this.capacity) at -= this.capacity;
    unchecked((this.items[at] = id));
    return true;
  }

  /**
   * Queues the ids at words from … to − 1 of linear memory (4 bytes each), in order, each
   * unless it is waiting already: as {@link push} for each, without a branch per id (an id
   * is written to the free slot after the last and counted only when it was not waiting).
   */
  @inline pushAll(from: usize, to: usize): void {
    const items = changetype<usize>(this.items);
    const waits = changetype<usize>(this.waits);
    const head = this.head, capacity = this.capacity;
    let size = this.size;
    for (let p = from; p < to; p += 4) {
      const id = load<i32>(p);
      const fresh = 1 - <i32>load<u8>(waits + <usize>id);
      store<u8>(waits + <usize>id, 1);
      let at = head + size;
      at = select<i32>(at - capacity, at, at >= capacity);
      store<i32>(items + (<usize>at << 2), id);
      size += fresh;
    }
    this.size = size;
  }

  /** The id that waited longest (size > 0). */
  @inline pop(): i32 {
    const id = unchecked(this.items[this.head]);
    this.head = this.head + 1 == this.capacity ? 0 : this.head + 1;
    this.size--;
    unchecked((this.waits[id] = 0));
    return id;
  }

  /** Empties the ring. */
  clear(): void {
    while (this.size > 0) this.pop();
    this.head = 0;
  }
}
