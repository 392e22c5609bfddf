import torch
import torch.nn as nn

class TestModule(torch.nn.Module):

    def __init__(self):
        super(TestModule, self).__init__()

    def forward(self, dict_input):
        return (dict_input['x'], dict_input['y'])
input_x_then_y = {}
input_x_then_y['x'] = torch.tensor(1)
input_x_then_y['y'] = torch.tensor(2)
m = TestModule()
m_traced = torch.jit.trace(m, (input_x_then_y,))
print(m_traced(input_x_then_y))
