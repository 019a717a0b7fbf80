// See include/CPrefetch.h: the one function is inline, in the header.
