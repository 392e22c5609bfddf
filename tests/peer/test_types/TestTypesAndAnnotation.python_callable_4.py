import torch

class MyPythonClass(object):

    @torch.jit.ignore
    def __call__(self, *args) -> str:
        return str(type(args[0]))
the_class = MyPythonClass()

@torch.jit.script
def fn(x):
    return the_class(x)
x = torch.ones(2)
print(fn(x))
