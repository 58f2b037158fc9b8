/**
 * Arrays at fixed addresses in linear memory (`memory.data`), for the engines' tables and
 * scratch (fast9, the variant core): a word access is a load at a constant offset plus the
 * index, where a StaticArray's base lives in a module global that V8 (Node 20) reads again at
 * every use, inside loops too (measured in docs/design/engine.md and variant-engine.md).
 *
 * Owns: the accessors of such arrays (`table` is the address `memory.data` gave). Does not
 * own: the arrays (each module declares its own) or their bounds (callers keep indexes in
 * range, as with `unchecked`).
 */

@inline export function i32At(table: usize, i: i32): i32 {
  return load<i32>(table + (<usize>i << 2));
}
@inline export function setI32At(table: usize, i: i32, value: i32): void {
  store<i32>(table + (<usize>i << 2), value);
}
@inline export function u32At(table: usize, i: i32): u32 {
  return load<u32>(table + (<usize>i << 2));
}
@inline export function setU32At(table: usize, i: i32, value: u32): void {
  store<u32>(table + (<usize>i << 2), value);
}
/** A u16 element, zero-extended. */
@inline export function u16At(table: usize, i: i32): i32 {
  return <i32>load<u16>(table + (<usize>i << 1));
}
@inline export function setU16At(table: usize, i: i32, value: i32): void {
  store<u16>(table + (<usize>i << 1), <u16>value);
}
@inline export function u64At(table: usize, i: i32): u64 {
  return load<u64>(table + (<usize>i << 3));
}
@inline export function setU64At(table: usize, i: i32, value: u64): void {
  store<u64>(table + (<usize>i << 3), value);
}
