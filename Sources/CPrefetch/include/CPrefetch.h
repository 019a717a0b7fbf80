#ifndef CPREFETCH_H
#define CPREFETCH_H

/// Asks the processor to start loading the cache line at `address` without
/// waiting for it (a hint: it never faults and changes no result). Swift has
/// no spelling for the instruction, hence this one-line C target.
static inline void taplab_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
