import torch
import torch.nn as nn

class TestModule(torch.nn.Module):

    def __init__(self):
        super(TestModule, self).__init__()

    def forward(self, dict_input):
        return dict_input['x']
input_1 = {'x': torch.tensor(1)}
m = TestModule()
m_traced = torch.jit.trace(m, (input_1,))
print(m_traced(input_1))
