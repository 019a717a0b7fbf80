#ifndef TAPLAB_CSDL2IMAGE_SHIM_H
#define TAPLAB_CSDL2IMAGE_SHIM_H
#define SDL_MAIN_HANDLED
#include <SDL2/SDL_image.h>
#endif
