import torch

cu = torch.jit.CompilationUnit('\n                def foo(x : Tensor, y : Tuple[Tuple[Foo, Tensor], Tensor]) -> Tuple[Tensor, Tensor]:\n                    return x, x\n            ')
