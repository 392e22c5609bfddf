import torch

cu = torch.jit.CompilationUnit('\n            def foo(x, y):\n                # type: (Tensor, Tuple[Tuple[Tensor, Tensor], Tensor]) -> Tuple[Tensor, Tensor]\n                return x, x\n        ')
print(str(cu.foo.schema))
