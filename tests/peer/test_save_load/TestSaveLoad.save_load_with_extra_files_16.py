import torch
import io

class MyMod(torch.jit.ScriptModule):

    @torch.jit.script_method
    def forward(self, a):
        return a
value = b'bar\x00\xffbaz'
expected_extra_files = {}
expected_extra_files['foo'] = value
expected_extra_files['foo2'] = 'bar'
m = MyMod()
buffer = io.BytesIO(m.save_to_buffer(_extra_files=expected_extra_files))
extra_files = {'foo': ''}
torch.jit.load(buffer, _extra_files=extra_files)
buffer = io.BytesIO()
torch.jit.save(m, buffer, _extra_files=expected_extra_files)
buffer.seek(0)
extra_files = {'foo': ''}
torch.jit.load(buffer, _extra_files=extra_files)
print(value)
