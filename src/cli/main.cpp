// ===--- main.cpp - entry point of the torchscript command ---------------=== //
#include "cli/driver.h"

#if defined(TS_CLI_MIMALLOC)
#include <mimalloc.h>

#include <cstring>
#include <new>

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

// Note [CLI out of memory]: mimalloc's own operator new, built as C, aborts
// when an allocation fails: it looks for a new-handler through a weak
// std::get_new_handler of its own, which always finds none. A program
// asking for `[0] * 2**40` must get PyTorch's `RuntimeError: std::bad_alloc`,
// not a dead process, so the command replaces the throwing forms of the
// global operator new (as a program may) with mimalloc's non-throwing
// allocation and the throw the standard requires. The matching operator
// delete is mimalloc's.
namespace {
[[noreturn]] void outOfMemory() { throw std::bad_alloc(); }
void* allocate(std::size_t n) {
  if (void* p = mi_new_nothrow(n)) return p;
  outOfMemory();
}
void* allocateAligned(std::size_t n, std::align_val_t a) {
  if (void* p = mi_new_aligned_nothrow(n, static_cast<std::size_t>(a))) return p;
  outOfMemory();
}
}  // namespace

void* operator new(std::size_t n) { return allocate(n); }
void* operator new[](std::size_t n) { return allocate(n); }
void* operator new(std::size_t n, std::align_val_t a) { return allocateAligned(n, a); }
void* operator new[](std::size_t n, std::align_val_t a) { return allocateAligned(n, a); }
#endif

int main(int argc, char** argv) { return ts::runCli(argc, argv); }
