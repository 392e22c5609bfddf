// ===--- main.cpp - entry point of the torchscript command ---------------=== //
#include "cli/driver.h"

#if defined(TS_CLI_MIMALLOC)
#include <mimalloc.h>

#include <cstring>

namespace {

// Note [CLI huge pages]: mimalloc (Note [CLI allocator], CMakeLists.txt)
// can back its memory with 2 MiB transparent huge pages. The first touch
// of a 4 KiB page costs a fault, dear on a virtual machine: `import torch`
// alone took ~7,800 of them (half its CPU time), a million-element list
// ~10,000 more; with huge pages both take ~550. mimalloc maps its first
// segment at the first malloc, before main, so the option is set from the
// executable's .preinit_array, which runs before any library's initializer
// (libc's included: getenv does not work yet, the environment comes as an
// argument). A MIMALLOC_LARGE_OS_PAGES the user set decides instead; where
// THP is "never" the advice does nothing.
void offerHugePages(int, char**, char** envp) {
  for (char** e = envp; e && *e; ++e)
    if (std::strncmp(*e, "MIMALLOC_LARGE_OS_PAGES=", 24) == 0) return;
  mi_option_enable(mi_option_large_os_pages);
}

__attribute__((section(".preinit_array"), used)) void (*const g_preinit)(int, char**, char**) = &offerHugePages;

}  // namespace
#endif

int main(int argc, char** argv) { return ts::runCli(argc, argv); }
