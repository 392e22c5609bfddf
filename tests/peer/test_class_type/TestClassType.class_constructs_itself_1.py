import torch

@torch.jit.script
class LSTMStateStack(object):
    def __init__(self, num_layers, hidden_size):
        # type: (int, int) -> None
        self.num_layers = num_layers
        self.hidden_size = hidden_size
        self.last_state = (
            torch.zeros(num_layers, 1, hidden_size),
            torch.zeros(num_layers, 1, hidden_size),
        )
        self.stack = [(self.last_state[0][-1], self.last_state[0][-1])]

    def copy(self):
        other = LSTMStateStack(self.num_layers, self.hidden_size)
        other.stack = list(self.stack)
        return other

@torch.jit.script
def use():
    s = LSTMStateStack(2, 3)
    c = s.copy()
    return len(c.stack), c.stack[0][0].shape
print(use())
