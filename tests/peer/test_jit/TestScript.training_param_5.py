import torch

class What(torch.jit.ScriptModule):

    def __init__(self):
        super(What, self).__init__()

    @torch.jit.script_method
    def forward(self, x):
        # type: (int) -> int
        if self.training:
            r = x
        else:
            r = x + 4
        if self.training:
            r = r + 1
        return r
w = What()
w.train(False)
print('training' in w.state_dict())
