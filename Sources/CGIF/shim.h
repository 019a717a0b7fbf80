#ifndef TAPLAB_CGIF_SHIM_H
#define TAPLAB_CGIF_SHIM_H
// giflib writes `taplab record`'s GIFs (and the window's recordings); it
// has no pkg-config file on Debian, so the module map links `gif` itself.
#include <gif_lib.h>
#endif
