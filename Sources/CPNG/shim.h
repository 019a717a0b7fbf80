#ifndef TAPLAB_CPNG_SHIM_H
#define TAPLAB_CPNG_SHIM_H
// libpng writes every PNG picture (PNGEncoder): cairo's own PNG writer uses
// libpng's slowest settings and offers no way to change them.
#include <png.h>
#endif
