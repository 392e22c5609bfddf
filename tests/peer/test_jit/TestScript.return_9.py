import torch

torch.manual_seed(0)

def no_return(a):
    a + 1

def void_return(a):
    return

def one_return(a):
    return a + 1.0

def multiple_returns(a):
    return (a * 1.0, a * 2.0, a * 3.0)
a = torch.randn(1, dtype=torch.float)
torch.jit.CompilationUnit('\n            def no_return_bad_annotation(a):\n                # type: (Tensor) -> Tensor\n                a + 1\n            ')
