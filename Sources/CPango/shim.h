#ifndef TAPLAB_CPANGO_SHIM_H
#define TAPLAB_CPANGO_SHIM_H
// Pango lays text out on cairo; fontconfig finds the fonts, falling back
// per character (a CJK font for Chinese).
#include <pango/pangocairo.h>
#endif
