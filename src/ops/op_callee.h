// ===--- op_callee.h - calling a registered operator from another kernel --=== //
// Operators PyTorch defines by calling other operators (bucketize.Scalar
// calls bucketize.Tensor, native_layer_norm calls layer_norm) capture the
// callee's kernel once at registration. Internal to src/ops/.
#pragma once

#include <string>

#include "ops/registry.h"
#include "support/error.h"

namespace ts::detail {

/// The kernel of a registered operator, callable with a Stack of its arguments.
struct Callee {
  OpKernel kernel;
  /// `name` ("aten::bucketize.Tensor") must already be registered.
  Callee(const Registry& r, const char* name) {
    const Operator* op = r.find(name);
    TS_CHECK(op, std::string("internal: operator needs ") + name);
    kernel = op->kernel;
  }
  /// Runs the kernel and returns its last (for single-result operators, only) output.
  IValue operator()(Stack args) const {
    kernel(args);
    return args.back();
  }
};

}  // namespace ts::detail
