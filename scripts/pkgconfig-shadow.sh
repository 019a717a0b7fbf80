#!/bin/sh
# Writes, into folder $1, a pkg-config file for each package named after it
# that holds what `pkg-config --cflags --libs` says of the system's, less the
# flags SwiftPM refuses (-pthread, -D_REENTRANT): SwiftPM drops those itself,
# but warns on every build ("prohibited flag(s)"), and the build is kept at
# zero warnings. With the folder first on PKG_CONFIG_PATH (the Makefile puts
# it there) SwiftPM reads these files instead; the flags it compiles and
# links with are the same. glibc has had threads in libc since 2.34, and
# _REENTRANT does nothing there.
set -eu
folder=$1; shift
mkdir -p "$folder"
for package in "$@"; do
  keep() { tr ' ' '\n' | grep -v -x -e '-pthread' -e '-D_REENTRANT' | grep -v '^$' | tr '\n' ' '; }
  cflags=$(PKG_CONFIG_PATH= pkg-config --cflags "$package" | keep)
  libs=$(PKG_CONFIG_PATH= pkg-config --libs "$package" | keep)
  version=$(PKG_CONFIG_PATH= pkg-config --modversion "$package")
  cat > "$folder/$package.pc.tmp" <<PC
Name: $package
Description: $package as pkg-config reports it, less -pthread and -D_REENTRANT (written by scripts/pkgconfig-shadow.sh)
Version: $version
Cflags: $cflags
Libs: $libs
PC
  mv "$folder/$package.pc.tmp" "$folder/$package.pc"
done
