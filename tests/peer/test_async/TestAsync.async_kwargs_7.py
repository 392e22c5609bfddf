import torch

torch.manual_seed(0)

def foo(x1, x2):
    return 2 * x1 + x2
x1 = torch.rand(3, 4)
x2 = torch.rand(3, 4)
y_hat = foo(x1, x2)

@torch.jit.script
def foo_script_args(x1, x2):
    return torch.jit._wait(torch.jit._fork(foo, x1, x2))

@torch.jit.script
def foo_script_kwargs(x1, x2):
    return torch.jit._wait(torch.jit._fork(foo, x1=x1, x2=x2))
for wrapper in [foo_script_args, foo_script_kwargs]:
    print(wrapper(x1, x2))
    print(wrapper(x1, x2=x2))
    print(wrapper(x1=x1, x2=x2))
    print(wrapper(x2=x2, x1=x1))
