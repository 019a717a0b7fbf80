#ifndef TAPLAB_CSDL2_SHIM_H
#define TAPLAB_CSDL2_SHIM_H
// TapLab owns main(); SDL must not rename it to SDL_main.
#define SDL_MAIN_HANDLED
#include <SDL2/SDL.h>
#endif
