#ifndef TAPLAB_BENCH_CRAWSDL_SHIM_H
#define TAPLAB_BENCH_CRAWSDL_SHIM_H
// The raw-SDL rendering baselines draw with SDL2 directly.
#define SDL_MAIN_HANDLED
#include <SDL2/SDL.h>
#endif
