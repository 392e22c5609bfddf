import torch

msg = 'annotations on instance attributes must be declared in __init__'
highlight = 'self.x: int'

@torch.jit.script
class BadModule(object):

    def __init__(self, x: int):
        self.x = x

    def set(self, val: int):
        self.x: int = val
