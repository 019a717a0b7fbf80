#ifndef TAPLAB_BENCH_CRAWYAML_SHIM_H
#define TAPLAB_BENCH_CRAWYAML_SHIM_H
// The loading baseline passes over libyaml's events alone.
#include <yaml.h>
#endif
