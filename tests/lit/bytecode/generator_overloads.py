# `generator=None` selects the `.generator` overloads PyTorch 1.13 binds
# (aten::rand.generator and friends); without it the plain overload is used.
# RUN: bytecode f
import torch

# CHECK: CallOp {{ *}}aten::rand.generator(
# CHECK: CallOp {{ *}}aten::rand(
# CHECK: CallOp {{ *}}aten::randn.generator(
# CHECK: CallOp {{ *}}aten::randint.low_generator(
# CHECK: CallOp {{ *}}aten::randint.generator(
# CHECK: CallOp {{ *}}aten::randperm.generator(
# CHECK: CallOp {{ *}}aten::manual_seed(
@torch.jit.script
def f(n: int):
    a = torch.rand(n, generator=None)
    b = torch.rand(n)
    c = torch.randn(n, generator=None)
    d = torch.randint(0, 5, [n], generator=None)
    e = torch.randint(5, [n], generator=None)
    p = torch.randperm(n, generator=None)
    torch.random.manual_seed(n)
    return a, b, c, d, e, p
