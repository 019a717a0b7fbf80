#ifndef TAPLAB_CLIBYAML_SHIM_H
#define TAPLAB_CLIBYAML_SHIM_H
// The system's libyaml (Debian: libyaml-dev), read event by event by
// TapLayout's YAMLComposer.
#include <yaml.h>
#endif
