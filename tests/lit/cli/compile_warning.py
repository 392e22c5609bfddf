# A compile-time warning prints as PyTorch's TORCH_WARN from the emitter does
# (glog's line, the message, the function's source highlighted, the emitting
# function); it was a bare `UserWarning:` line before.
# RUN: run 2>&1
# CHECK: WARNING: Logging before InitGoogleLogging() is written to STDERR
# CHECK-NEXT: W{{[0-9]+ [0-9:.]+ [0-9]+}} ir_emitter.cpp:4377] Warning: List consists of heterogeneous types, which means that it has been typed as containing Union[int, str]. To use any of the values in this List, it will be necessary to add an `assert isinstance` statement before first use to trigger type refinement.
# CHECK-NEXT: File "{{.*}}compile_warning.py", line 16
# CHECK-NEXT: @torch.jit.script
# CHECK-NEXT: def f(x: int) -> int:
# CHECK-NEXT: l = [x, "a"]
# CHECK:      return len(l)
# CHECK-NEXT: (function emitListLiteral)
import torch
@torch.jit.script
def f(x: int) -> int:
    l = [x, "a"]
    return len(l)
print(f(1))
