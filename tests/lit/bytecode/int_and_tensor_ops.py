# Operators are bound at compile time: int + int runs aten::add.int (or a
# specialized AddInt), a tensor plus a number aten::add.Scalar with alpha.
# Last uses move their registers (Note [Last uses]).
# RUN: bytecode ints
# RUN: bytecode tensors | filecheck --check-prefix=TENSOR
import torch

# CHECK: inputs: 2,
# CHECK: {{CallOp +aten::add.int\(move\(r0\), move\(r1\)\)|AddInt +r[0-9]+, r0, r1}}
# TENSOR: inputs: 1,
# TENSOR: LoadConst {{.*}}; 1
# TENSOR: CallOp {{ *}}aten::add.Scalar(move(r0), move(r{{[0-9]+}}), move(r{{[0-9]+}})) -> (r{{[0-9]+}})
@torch.jit.script
def ints(a: int, b: int) -> int:
    return a + b

@torch.jit.script
def tensors(x: torch.Tensor) -> torch.Tensor:
    return x + 1
