#ifndef TAPLAB_CPNG_SHIM_H
#define TAPLAB_CPNG_SHIM_H
// libpng writes every PNG picture (PNGEncoder): cairo's own PNG writer leaves
// libpng's defaults (every filter tried on every row) and cannot change them.
#include <png.h>
#endif
