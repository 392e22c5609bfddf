import torch

@torch.jit.script
class BadBool(object):
    def __init__(self):
        pass

    def __bool__(self):
        return (1, 2)

@torch.jit.script
def test():
    if BadBool():
        print(1)
        pass
