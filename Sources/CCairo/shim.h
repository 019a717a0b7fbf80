#ifndef TAPLAB_CCAIRO_SHIM_H
#define TAPLAB_CCAIRO_SHIM_H
// cairo draws every picture: image surfaces (PNG, the window), SVG and PDF.
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#endif
