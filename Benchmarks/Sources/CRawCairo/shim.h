#ifndef TAPLAB_BENCH_CRAWCAIRO_SHIM_H
#define TAPLAB_BENCH_CRAWCAIRO_SHIM_H
// The rendering baseline fills rectangles with cairo directly.
#include <cairo.h>
#endif
