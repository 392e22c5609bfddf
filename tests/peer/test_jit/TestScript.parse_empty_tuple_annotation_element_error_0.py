import torch

cu = torch.jit.CompilationUnit('\n                def foo(x : Tuple[(int,)]) -> Tuple[(int,)]:\n                    return x\n            ')
