// ===--- threads.cpp - ts::get_num_threads / ts::set_num_threads ---------=== //
// The public names over tensor/parallel.h.
#include "torchscript/threads.h"

#include "tensor/parallel.h"

namespace ts::api {

int get_num_threads() { return getNumThreads(); }

void set_num_threads(int n) { setNumThreads(n); }

}  // namespace ts::api
