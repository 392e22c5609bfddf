# `torchscript schemas` lists the registered operators in PyTorch's schema syntax, sorted.
# RUN: schemas aten::add.
# CHECK: aten::add.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor
# CHECK-NEXT: aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
# RUN: schemas aten::unique_consecutive | filecheck --check-prefix=UNIQ
# UNIQ: aten::unique_consecutive(Tensor self, bool return_inverse=False, bool return_counts=False, int? dim=None) -> (Tensor, Tensor, Tensor)
# RUN: not schemas a b 2>&1 | filecheck --check-prefix=USAGE
# USAGE: usage: torchscript schemas [SUBSTRING]
