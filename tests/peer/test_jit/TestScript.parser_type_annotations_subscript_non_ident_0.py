import torch

cu = torch.jit.CompilationUnit('\n                def foo(x : Tensor, y : Tuple[Tensor, Tensor][Tensor]) -> Tuple[Tensor, Tensor]:\n                    return x, x\n            ')
