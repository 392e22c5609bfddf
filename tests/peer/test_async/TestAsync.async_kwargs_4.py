import torch

torch.manual_seed(0)

def foo(x1, x2):
    return 2 * x1 + x2
x1 = torch.rand(3, 4)
x2 = torch.rand(3, 4)
y_hat = foo(x1, x2)
for func in [lambda x1, x2: torch.jit._wait(torch.jit._fork(foo, x1, x2)), lambda x1, x2: torch.jit._wait(torch.jit._fork(foo, x1, x2=x2)), lambda x1, x2: torch.jit._wait(torch.jit._fork(foo, x1=x1, x2=x2)), lambda x1, x2: torch.jit._wait(torch.jit._fork(foo, x2=x2, x1=x1))]:
    for wrapper in [func, torch.jit.trace(func, (x1, x2))]:
        print(wrapper(x1, x2))
        print(wrapper(x1, x2=x2))
        print(wrapper(x1=x1, x2=x2))
        print(wrapper(x2=x2, x1=x1))
