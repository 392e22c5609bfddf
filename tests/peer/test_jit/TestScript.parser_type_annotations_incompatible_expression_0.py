import torch

cu = torch.jit.CompilationUnit('\n                def foo(x : Tensor, y : Tuple[3 + 4, Tensor]) -> Tuple[Tensor, Tensor]:\n                    return x, x\n            ')
